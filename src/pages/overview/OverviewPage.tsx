import { OVERVIEW_SECTION_CLASS, OVERVIEW_TITLE, OVERVIEW_TITLE_CLASS } from "../../app/landingShell";
import { useProject } from "../../store/useProject";
import { CommitFeed } from "./CommitFeed";
import { HowItWorks } from "./HowItWorks";
import { ModDetails } from "./ModDetails";
import { ProjectSummary } from "./ProjectSummary";
import { QuickActions } from "./QuickActions";

export default function OverviewPage() {
  const modName = useProject((p) => p.modMetadata.name);
  return (
    <section className={OVERVIEW_SECTION_CLASS}>
      <h1 className={OVERVIEW_TITLE_CLASS}>{OVERVIEW_TITLE}</h1>
      <p data-testid="page-mod-name" className="mt-1 text-lg text-zinc-400">{modName}</p>
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <ModDetails />
          <ProjectSummary />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <QuickActions />
          <CommitFeed />
        </div>
      </div>
      <div className="mt-5">
        <HowItWorks />
      </div>
    </section>
  );
}
