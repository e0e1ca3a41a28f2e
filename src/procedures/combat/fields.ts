import * as z from 'zod';
import { lazy } from '../../internal/lazy';

// Built on first use, never at import (see src/internal/lazy.ts).

/** The payload of a verb about one unit. @internal */
export const unitField = /* @__PURE__ */ lazy(() => z.object({ unit: z.string().min(1) }));

/** The payload of a verb with no fields. @internal */
export const noFields = /* @__PURE__ */ lazy(() => z.object({}));
