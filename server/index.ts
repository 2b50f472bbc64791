import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createHandler } from "./app.ts";

/**
 * The production server that `npm start` runs: serves build/client on
 * http://127.0.0.1:4173 by default; HOST and PORT override, BUILD_DIR picks
 * another build folder than build/.
 */
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 4173);
const clientDir = fileURLToPath(new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url));

const server = createServer(createHandler(clientDir));
server.listen(port, host, () => {
  console.log(`Serving the studio site at http://${host}:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
