// Serves the production build (dist/) with a single-page-app fallback.
// Dependency-free so `npm start` works offline once installed.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../dist/", import.meta.url));
const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".wasm": "application/wasm",
  ".json": "application/json", ".png": "image/png", ".svg": "image/svg+xml", ".ico": "image/x-icon",
  ".ogg": "audio/ogg", ".woff2": "font/woff2", ".txt": "text/plain; charset=utf-8", ".webmanifest": "application/manifest+json",
};

async function fileFor(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath.split("?")[0])).replace(/^(\.\.[/\\])+/, "");
  const candidate = join(root, clean);
  if (candidate.startsWith(root)) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch { /* fall through to the app shell */ }
  }
  return join(root, "index.html");
}

export function startServer(port = Number(process.env.PORT ?? 4173), host = "127.0.0.1") {
  const server = createServer(async (req, res) => {
    try {
      const file = await fileFor(req.url ?? "/");
      const body = await readFile(file);
      const immutable = file.includes(`${join(root, "assets")}`);
      res.writeHead(200, {
        "Content-Type": types[extname(file)] ?? "application/octet-stream",
        "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      });
      res.end(body);
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(`Server error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const wanted = Number(process.env.PORT ?? 4173);
  let server;
  // A busy default port is common (another dev server); take the next free one instead of failing.
  for (let port = wanted; !server; port += 1) {
    try {
      server = await startServer(port);
    } catch (error) {
      if (error?.code !== "EADDRINUSE" || process.env.PORT || port > wanted + 20) throw error;
    }
  }
  const { port } = server.address();
  console.log(`Joker Forge is running at http://127.0.0.1:${port}/`);
}
