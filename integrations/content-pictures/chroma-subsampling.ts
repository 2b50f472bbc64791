import type { TransformFactory } from "vite-imagetools";

/**
 * The `chromaSubsampling` directive of a content picture's AVIF import (decision 030), which
 * vite-imagetools' own directives lack: `&format=avif&chromaSubsampling=4:2:0` encodes one colour
 * sample per 2 × 2 pixels, as the files made only for denser screens are (one per CSS pixel there),
 * and `4:4:4` one per pixel, sharp's default, which the files 1× screens take without the
 * directive. sharp's `avif()` sets only the options it is given, so the quality and effort that
 * `format` set are kept whichever runs first; it is registered after the built-ins
 * (`extendTransforms: (builtins) => [...builtins, chromaSubsampling]`) so that it reads as a
 * change to their output.
 * @param config - the import's directives; only `format=avif` with `chromaSubsampling` of `4:2:0`
 *   or `4:4:4` is acted on
 * @param context - vite-imagetools' context, told the directive was used
 * @returns the transformation, or `undefined` for any other format or value (the file is then
 *   encoded as without the directive)
 */
export const chromaSubsampling: TransformFactory = (config, context) => {
  const value = config.chromaSubsampling;
  if (config.format !== "avif" || (value !== "4:2:0" && value !== "4:4:4")) return undefined;
  context.useParam("chromaSubsampling");
  return (_state, image) => image.avif({ chromaSubsampling: value });
};
