// Types of render-page.js, which `npm run build` makes from web/src/ssr/render-page.tsx.
import type { HasRoute, RenderPage } from "../contract";

export declare const renderPage: RenderPage;
export declare const hasRoute: HasRoute;
