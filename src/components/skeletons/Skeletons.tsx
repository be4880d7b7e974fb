// Suspense fallbacks while a page's code loads. Pure markup: no state, cheap in the entry chunk.
const bar = "animate-pulse rounded-md bg-panel-light/70";

function Header() {
  return (
    <div className="mb-6">
      <div className={`${bar} h-9 w-64`} />
      <div className={`${bar} mt-3 h-5 w-40`} />
    </div>
  );
}

/** List pages: a header, a toolbar strip and a grid of 4 card placeholders. */
export function GridSkeleton() {
  return (
    <div role="status" aria-label="Loading" data-skeleton="grid" className="mx-auto max-w-6xl px-4 py-6 sm:px-8">
      <Header />
      <div className={`${bar} mb-6 h-11 w-full`} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} data-skeleton-card className="jf-panel flex flex-col gap-3 p-4">
            <div className={`${bar} mx-auto h-32 w-24`} />
            <div className={`${bar} h-5 w-3/4`} />
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-2/3`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Form pages: labelled fields. */
export function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading" data-skeleton="form" className="mx-auto max-w-4xl px-4 py-6 sm:px-8">
      <Header />
      <div className="jf-panel flex flex-col gap-5 p-6">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex flex-col gap-2">
            <div className={`${bar} h-4 w-32`} />
            <div className={`${bar} h-10 w-full`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The metadata page: a form column beside a preview column. */
export function MetadataSkeleton() {
  return (
    <div role="status" aria-label="Loading" data-skeleton="metadata" className="mx-auto max-w-6xl px-4 py-6 sm:px-8">
      <Header />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-5">
          {[0, 1, 2].map((i) => (
            <div key={i} className="jf-panel flex flex-col gap-3 p-5">
              <div className={`${bar} h-6 w-48`} />
              <div className={`${bar} h-10 w-full`} />
              <div className={`${bar} h-10 w-full`} />
            </div>
          ))}
        </div>
        <div className="jf-panel flex flex-col gap-3 p-5">
          <div className={`${bar} h-6 w-32`} />
          <div className={`${bar} h-24 w-full`} />
          <div className={`${bar} h-48 w-full`} />
        </div>
      </div>
    </div>
  );
}
