// `npm run cms`: the content editor on this working tree, with no account anywhere. Builds the site
// (the editor's configuration comes from the content schema), serves it on this machine and says
// what to click. The editor then reads and writes content/ directly, through the browser's access
// to a folder the person picks; `npm start` shows the result. `-- --skip-build` reuses the build.
import { spawnSync } from "node:child_process";
import { createServer } from "#server/app.ts";

if (!process.argv.includes("--skip-build")) {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT) || 3000;
// Only this machine: "localhost" is a secure context, which the browser requires for folder access.
createServer().listen(port, "127.0.0.1", () => {
  console.log(`
Editor de contenido listo: http://localhost:${port}/app/admin/

  1. Ábrelo en Chrome o Edge (Firefox y Safari no dejan que una página abra una carpeta).
  2. Pulsa «Trabajar con un repositorio local» y elige esta carpeta:
       ${process.cwd()}
  3. Cuando el navegador lo pregunte, permite que el sitio vea y guarde cambios en ella.

Cada «Guardar» cambia los archivos de content/ aquí mismo (revísalos con git diff).
Para ver el sitio con los cambios: Ctrl-C y luego npm start. Guía: docs/guia-para-editores.md
`);
});
