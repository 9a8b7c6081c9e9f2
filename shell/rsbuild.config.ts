import { shellConfig } from '@shop/build-config';
import {
  FIRST_VIEW_MODULE,
  footprintOf,
  PAINT_FIRST_ATTRIBUTE,
  RUN_AFTER_PAINT_ATTRIBUTE,
} from '@shop/contracts';
import { FOOTPRINT } from './src/footprint.ts';

export default shellConfig({
  paintFirst: {
    entry: './src/paint-first.ts',
    runAfterPaintAttribute: RUN_AFTER_PAINT_ATTRIBUTE,
    paintFirstAttribute: PAINT_FIRST_ATTRIBUTE,
  },
  server: { entry: './src/server/render-first-view.tsx', file: FIRST_VIEW_MODULE },
  footprint: footprintOf('shell', FOOTPRINT),
});
