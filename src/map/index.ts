export { compileMap, directionTo, cellDistance, type HexMap, type MapEdge } from './compile';
export { mapSchema, type MapData, type LabelFormatData, type HexData, type HexsideData, type LinkData, type Place, type OffMapBox } from './schema';
