import { Link } from "react-router-dom";
import { useProject } from "../../store/useProject";
import { projectSummary, totalItems, type SummaryRow } from "./projectSummary";

const sameRows = (a: SummaryRow[], b: SummaryRow[]) => a.length === b.length && a.every((row, i) => row.count === b[i].count);

/** How many entries each list of the project holds, each row linking to its page. */
export function ProjectSummary() {
  const rows = useProject(projectSummary, sameRows);
  return (
    <section aria-labelledby="project-summary" className="jf-panel p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="project-summary" className="text-xl font-black text-white">Project Summary</h2>
        <span className="text-sm text-zinc-400">{totalItems(rows)} in total</span>
      </div>
      {/* As many columns as fit (three beside the quick actions on a laptop, one on a phone),
          so a label and its count never spill out of their box. */}
      <ul className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
        {rows.map((row) => (
          <li key={row.list}>
            <Link to={row.to} data-testid={`summary-${row.list}`} aria-label={`${row.label}: ${row.count}`}
              className="flex items-center justify-between gap-2 rounded-lg border-2 border-edge/40 bg-felt-dark/50 px-3 py-2 hover:border-attention">
              <span className="min-w-0 text-sm text-zinc-300">{row.label}</span>
              <span className={`text-lg font-black ${row.count > 0 ? "text-attention" : "text-zinc-500"}`}>{row.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
