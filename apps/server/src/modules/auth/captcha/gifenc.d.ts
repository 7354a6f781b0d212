// Minimal types for the parts of gifenc we use (the package ships none). Its CommonJS build
// (what Node loads) has a default export; its ESM build (what Vite loads) has named exports.
declare module 'gifenc' {
  interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options: { palette: number[][] }): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  export const GIFEncoder: (() => Encoder) | undefined;
  const gifenc: { GIFEncoder(): Encoder } | undefined;
  export default gifenc;
}
