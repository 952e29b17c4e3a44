/** Types of web-build-state.mjs (plain JS so that `npm start` needs no TypeScript loader before the server). */
export function newestMtime(p: string): number;
export function webBuildIsStale(webDir: string, sharedDir: string): boolean;
