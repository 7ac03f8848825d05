// The build's image pipeline, shared by the Vite build and Vitest so both see the same images.
// vite-imagetools (sharp) turns each photograph in content/images/ into AVIF, WebP and JPEG at
// several widths; app/content/images.server.ts asks for them and the components pick with srcset.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { EmittedAsset, PluginContext } from "rolldown";
import type { Plugin } from "vite";
import { imagetools, resolveConfigs } from "vite-imagetools";
import { variantFile } from "../lib/picture.ts";

/**
 * Quality per format, checked by eye on screenshots at 390 and 1280 px: the same visual
 * quality costs AVIF far fewer bytes, so each format gets its own number.
 */
const quality: Record<string, string> = { avif: "50", webp: "70", jpg: "74", jpeg: "74" };
const sharpVersion: string = JSON.parse(readFileSync("node_modules/sharp/package.json", "utf8")).version;

type Variant = { src: string; width: number; height: number; format: string };

/**
 * One hash for all the files of a picture: its source and everything that shapes its variants
 * (the widths and formats asked for, the qualities, the encoder), so a change to any gives new names.
 */
function pictureHash(file: string, query: string) {
  const hash = createHash("sha256").update(readFileSync(file)).update(query).update(JSON.stringify(quality)).update(sharpVersion);
  return hash.digest("base64url").slice(0, 8);
}

export function imagePipeline(): Plugin {
  const tools = imagetools({
    // Only what content/ asks for: everything else (public/) is served as it is.
    include: /\/content\/images\/[^?]+\.(jpe?g|png)\?.*$/,
    resolveConfigs: (entries, formats) =>
      resolveConfigs(entries, formats).map((config) => ({
        quality: quality[String(config.format)] ?? "75",
        // AVIF at sharp's default effort is slow to encode; 3 is nearly as small and builds in half the time.
        ...(config.format === "avif" ? { effort: "3" } : {}),
        ...config,
      })),
  }) as Plugin;
  const load = tools.load as (this: PluginContext, id: string) => Promise<string | null | undefined>;
  // While developing, imagetools serves each file at an address of its own: ours lead there.
  const devAddresses = new Map<string, string>();
  let loads = 0;
  // Every file imagetools emitted, by the reference it was given. imagetools caches by the source's
  // bytes, so a picture identical to one loaded before (the same photo under two names) comes back
  // with the references of that earlier load: they must still resolve.
  const emitted = new Map<string, EmittedAsset>();

  return {
    ...tools,
    // imagetools names each file with a hash of its own, so a page listing a picture's fifteen
    // files holds fifteen random strings (about 1.5 KB of its compressed HTML at home). Its files
    // are renamed here `<name>-<hash>-<width>.<format>` with one hash per picture (app/lib/picture.ts).
    async load(id) {
      // imagetools emits each file and puts a reference to it in the module it returns; the files
      // are held here (under references unique to this picture) and emitted under their new names.
      const picture = `PICTURE${(loads += 1)}_`;
      let count = 0;
      const emitFile = (file: EmittedAsset) => {
        const reference = `${picture}${(count += 1)}`;
        emitted.set(reference, file);
        return reference;
      };
      const collect = Object.create(this, { emitFile: { value: emitFile } });
      const code = await load.call(collect, id);
      if (typeof code !== "string") return code;
      const output: Variant[] = (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;
      const [file = "", query = ""] = id.split("?");
      const stem = `${path.basename(file, path.extname(file))}-${pictureHash(file, query)}`;
      const variants = output.map((made) => {
        // imagetools reports a JPEG as "jpg" or "jpeg" (fresh or from its cache): one name for both.
        const variant = { ...made, format: made.format === "jpg" ? "jpeg" : made.format };
        const fileName = `app/assets/${variantFile(stem, variant.width, variant.format)}`;
        const reference = variant.src.match(/^__VITE_ASSET__(PICTURE\d+_\d+)__$/)?.[1];
        if (reference === undefined) {
          if (variant.src.startsWith("__VITE_ASSET__")) throw new Error(`${id}: imagetools emitted ${variant.src} unseen`);
          devAddresses.set(`/${fileName}`, variant.src);
          return { ...variant, src: `/${fileName}` };
        }
        const asset = emitted.get(reference);
        if (!asset) throw new Error(`${id}: imagetools emitted ${variant.src} unseen`);
        const { source, originalFileName } = asset;
        return { ...variant, src: `__VITE_ASSET__${this.emitFile({ type: "asset", source, originalFileName, fileName })}__` };
      });
      return `export default ${JSON.stringify(variants)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const target = request.url && devAddresses.get(request.url);
        if (target) request.url = target;
        next();
      });
      return (tools.configureServer as (server: unknown) => void)?.(server);
    },
  };
}
