// /keys and /keys/:section: every vanilla key a modder types, by section, searchable across
// sections, each copied with one click. Sections are linked by URL (/keys/jokers...).
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { KEY_SECTIONS, keySection, searchKeys, type KeySection } from "../../../domain/reference/keys";
import { copyText } from "../../components/items/GeneratedKey";
import { showToast } from "../../components/toast/toastStore";
import NotFoundPage from "../NotFoundPage";

export default function KeysPage() {
  const { section } = useParams();
  const [query, setQuery] = useState("");
  const current = keySection(section);
  const shown = useMemo(() => searchKeys(query, query.trim() || !current ? KEY_SECTIONS : [current]), [query, current]);
  if (section && !current) return <NotFoundPage />;
  const total = shown.reduce((n, s) => n + s.rows.length, 0);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-8">
      <h1 className="text-2xl font-extrabold tracking-wide text-white sm:text-4xl">Keys Reference</h1>
      <p className="mt-1 text-lg text-zinc-400">The game's own keys, to type in code or in the rule builder. Click a key to copy it.</p>
      <nav aria-label="Key sections" className="mt-4 flex flex-wrap gap-2">
        <Link to="/keys" className={`jf-button px-3 py-1 text-xs ${!current ? "jf-button-blue" : "jf-button-grey"}`} aria-current={!current ? "page" : undefined}>All</Link>
        {KEY_SECTIONS.map((s) => (
          <Link key={s.id} to={`/keys/${s.id}`} className={`jf-button px-3 py-1 text-xs ${current?.id === s.id ? "jf-button-blue" : "jf-button-grey"}`}
            aria-current={current?.id === s.id ? "page" : undefined}>{s.title}</Link>
        ))}
      </nav>
      <input type="search" aria-label="Search keys" placeholder="Search every section: a key, a name..." value={query} onChange={(e) => setQuery(e.target.value)}
        className="mt-4 w-full rounded-md border-2 border-edge bg-felt-dark px-3 py-2 text-white outline-none focus:border-chips" />
      <p className="mt-2 text-sm text-zinc-400" data-testid="keys-count">{total} key{total === 1 ? "" : "s"}{query.trim() ? ` match '${query.trim()}'` : ""}</p>
      {shown.length === 0 && <p className="jf-panel mt-4 p-5 text-zinc-300">No key matches. Try a shorter word.</p>}
      {shown.map((s) => <Section key={s.id} section={s} />)}
    </section>
  );
}

function Section({ section }: { section: KeySection }) {
  return (
    <section aria-label={section.title} className="jf-panel mt-6 p-4" data-testid="keys-section">
      <h2 className="text-xl font-black text-white"><Link to={`/keys/${section.id}`} className="hover:underline">{section.title}</Link> <span className="text-sm font-normal text-zinc-400">({section.rows.length})</span></h2>
      <p className="text-sm text-zinc-400">{section.about}</p>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {section.rows.map((row) => (
          <li key={row.key} className="flex min-w-0 items-center gap-2">
            <button type="button" aria-label={`Copy ${row.key}`} title="Copy"
              className="shrink-0 rounded-md border-2 border-edge bg-black/40 px-2 py-0.5 font-mono text-xs text-attention hover:border-chips"
              onClick={async () => {
                const ok = await copyText(row.key);
                showToast(ok ? { type: "success", title: "Key copied", message: row.key } : { type: "error", title: "Could not copy", message: row.key });
              }}>{row.key}</button>
            <span className="min-w-0 truncate text-sm text-zinc-200">{row.name !== row.key ? row.name : ""}{row.note ? <span className="text-zinc-500"> · {row.note}</span> : null}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
