import { createServer } from "./app.mjs";

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "0.0.0.0";

createServer().listen(port, host, () => {
  console.log(`Sitio listo en http://localhost:${port}/app/`);
});
