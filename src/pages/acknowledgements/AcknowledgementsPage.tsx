import type { ReactNode } from "react";
import { BUILD_TOOLS, SHIPPED_LIBRARIES } from "./libraries";

interface Credit {
  name: string;
  href?: string;
  text: ReactNode;
}

const CREDITS: Credit[] = [
  {
    name: "Balatro, by LocalThunk",
    href: "https://www.playbalatro.com/",
    text: "The poker roguelike this tool makes mods for. Balatro was created by LocalThunk and is published by Playstack. All game names and concepts belong to their owners; this tool ships none of the game's art or files.",
  },
  {
    name: "Steamodded",
    href: "https://github.com/Steamopollys/Steamodded",
    text: "The Balatro modding framework that the exported mods are written for. Every file this tool generates targets the Steamodded API (SMODS).",
  },
  {
    name: "Joker Forge (the original)",
    href: "https://github.com/Jayd-H/joker-forge",
    text: "The open-source visual mod builder by Jayd-H that inspired this project: its idea of building jokers from triggers, conditions and effects, and its project file format (.jokerforge).",
  },
];

export default function AcknowledgementsPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-6 sm:px-8">
      <h1 className="text-2xl font-extrabold tracking-wide [overflow-wrap:anywhere] sm:text-4xl">Acknowledgements</h1>
      <p className="mt-2 text-zinc-400">Joker Forge is an unofficial fan tool. It stands on the work of these people and projects.</p>
      <ul className="mt-6 grid gap-4">
        {CREDITS.map((credit) => (
          <li key={credit.name} className="jf-panel p-5">
            <h2 className="text-xl font-bold text-money">
              {credit.href
                ? <a href={credit.href} target="_blank" rel="noopener noreferrer" className="hover:underline">{credit.name}</a>
                : credit.name}
            </h2>
            <p className="mt-2 leading-relaxed text-zinc-300">{credit.text}</p>
          </li>
        ))}
        <li className="jf-panel p-5" data-testid="libraries">
          <h2 className="text-xl font-bold text-money">Open-source libraries</h2>
          <p className="mt-2 leading-relaxed text-zinc-300">The app is built on these libraries, each under its own licence:</p>
          <ul className="mt-3 grid gap-2">
            {SHIPPED_LIBRARIES.map((library) => (
              <li key={library.pkg} className="leading-relaxed text-zinc-300 [overflow-wrap:anywhere]">
                <a href={library.href} target="_blank" rel="noopener noreferrer" className="font-bold text-zinc-100 hover:underline">{library.name}</a>
                {`: ${library.role} (${library.licence}).`}
              </li>
            ))}
          </ul>
          <p className="mt-3 leading-relaxed text-zinc-400">Built and tested with {BUILD_TOOLS.slice(0, -1).join(", ")} and {BUILD_TOOLS[BUILD_TOOLS.length - 1]}.</p>
        </li>
      </ul>
    </section>
  );
}
