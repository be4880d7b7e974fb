import { Icon } from "../../components/icons/Icon";

export const ISSUE_TRACKER_URL = "https://github.com/Jayd-H/joker-forge/issues";

const STEPS = [
  { title: "Choose triggers", text: "Pick when your item acts: a hand is played, a card scores, a blind starts, and more." },
  { title: "Set conditions", text: "Narrow it down: only face cards, only on the final hand, only with a pair in play." },
  { title: "Define effects", text: "Say what happens: add chips or mult, earn money, create cards, change the game." },
  { title: "Export mod files", text: "Download a ready-to-load mod for Steamodded and drop it into your Mods folder." },
] as const;

/** The four steps from an idea to a mod, and a word about the project. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="jf-panel p-5">
      <h2 id="how-it-works" className="text-xl font-black text-white">How It Works</h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3 rounded-lg border-2 border-edge/40 bg-felt-dark/50 p-3">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-mult text-lg font-black text-white shadow-[0_3px_0_#a8322b]">{i + 1}</span>
            <span>
              <span className="block font-black text-white">{step.title}</span>
              <span className="mt-1 block text-sm text-zinc-400">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p data-testid="solo-note" className="mt-4 flex items-start gap-2 rounded-lg border-2 border-attention/50 bg-attention/10 px-3 py-2.5 text-sm text-zinc-200">
        <Icon name="info" className="mt-0.5 h-4 w-4 text-attention" />
        <span>
          Joker Forge is a solo-developer project, so expect a few rough edges. Found a bug or have an idea?{" "}
          <a href={ISSUE_TRACKER_URL} target="_blank" rel="noopener noreferrer" className="font-bold text-chips underline hover:text-white">
            Report it on the issue tracker
          </a>.
        </span>
      </p>
    </section>
  );
}
