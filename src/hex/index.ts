/**
 * Hex grid geometry: coordinates, distances, lines, rings, offset and doubled
 * coordinates, pixel layouts, hexsides and printed map labels.
 */
export * from './coords';
export * from './transforms';
export * from './offset';
export * from './layout';
export * from './hexside';
export * from './label';
