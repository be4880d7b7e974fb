// One request to a web worker, one answer back. Where the worker cannot start or fails, the same
// work runs on this thread instead (`fallback`), so the caller always gets an answer.

/**
 * `start` must construct the worker itself (`new Worker(new URL("./x.ts", import.meta.url), ...)`)
 * at the call site: that is the form Vite recognises and bundles as a worker.
 */
export function runInWorker<Request, Response>(start: () => Worker, request: Request, fallback: () => Response | Promise<Response>): Promise<Response> {
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return Promise.resolve(fallback());
  }
  return new Promise<Response>((resolve) => {
    worker.onmessage = (event: MessageEvent<Response>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(fallback());
    };
    worker.postMessage(request);
  });
}
