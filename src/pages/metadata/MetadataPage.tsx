import { splitAuthors, splitLines } from "../../../domain/model/authors";
import { parsePriority } from "../../../domain/model/priority";
import type { MetadataField } from "../../../domain/validation";
import { BadgePreview } from "./BadgePreview";
import { ColourField } from "./ColourField";
import { Section, TextAreaField, TextField } from "./fields";
import { ImageUpload } from "./ImageUpload";
import { ManifestPreview } from "./ManifestPreview";
import { metadataIssues } from "./metadataIssues";
import { acceptsPriorityText } from "./metadataForm";
import { ModSummary } from "./ModSummary";
import { useMetadataForm } from "./useMetadataForm";

export const LOGO_SIZE = { width: 333, height: 216 } as const;
export const ICON_SIZE = { width: 34, height: 34 } as const;

type ListField = "dependencies" | "conflicts" | "provides";

export default function MetadataPage() {
  const { metadata, drafts, edit, set, rename } = useMetadataForm();
  const issues = metadataIssues(metadata);
  const of = (field: MetadataField) => issues.fields[field] ?? {};

  const setName = (name: string) => rename(name);
  const setText = (field: "id" | "prefix" | "description" | "main_file" | "display_name" | "version" | "badge_colour" | "badge_text_colour") =>
    (value: string) => edit(field, { [field]: value });
  const setAuthors = (text: string) => {
    const author = splitAuthors(text);
    const changed = author.join("\n") !== metadata.author.join("\n");
    edit("author", changed ? { author } : null, { author: text });
  };
  const setList = (field: ListField) => (text: string) => {
    const list = splitLines(text);
    const changed = list.join("\n") !== metadata[field].join("\n");
    edit(field, changed ? { [field]: list } : null, { [field]: text });
  };
  const setPriority = (text: string) => {
    if (!acceptsPriorityText(text)) return;
    const priority = parsePriority(text, metadata.priority);
    edit("priority", priority !== metadata.priority ? { priority } : null, { priority: text });
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-8">
      <h1 className="text-3xl font-extrabold tracking-wide text-white sm:text-4xl">Mod Metadata</h1>
      <p data-testid="page-mod-name" className="mt-1 text-lg text-zinc-400">{metadata.name}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-5">
          <Section id="basic-information" title="Basic Information" description="How Steamodded identifies your mod. Changing the name fills in the ID, prefix and display name.">
            <TextField label="Mod Name" required value={metadata.name} onChange={setName} {...of("name")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Mod ID" required mono value={metadata.id} onChange={setText("id")} {...of("id")}
                hint="Unique across all mods: letters, numbers and underscores." />
              <TextField label="Prefix" required mono value={metadata.prefix} onChange={setText("prefix")} {...of("prefix")}
                hint="Put in front of every key of your mod." />
            </div>
            <TextField label="Authors" required value={drafts.author} onChange={setAuthors} {...of("author")}
              hint="Separate several authors with commas." placeholder="Anonymous" />
            <TextAreaField label="Description" required value={metadata.description} onChange={setText("description")} {...of("description")} rows={3} />
            <TextField label="Main File" required mono value={metadata.main_file} onChange={setText("main_file")} {...of("main_file")}
              hint="The Lua file Steamodded loads first." />
          </Section>

          <section aria-labelledby="disable-vanilla" className="jf-panel p-5">
            <label className="flex cursor-pointer items-start gap-3">
              <input type="checkbox" checked={metadata.disable_vanilla === true} aria-describedby="disable-vanilla-hint"
                onChange={(e) => set({ disable_vanilla: e.target.checked })}
                className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-[var(--color-mult)]" />
              <span>
                <span id="disable-vanilla" className="block text-lg font-black text-white">Disable Vanilla Jokers</span>
                <span id="disable-vanilla-hint" className="mt-1 block text-sm text-zinc-400">
                  Removes the base game's jokers from the pools so only your jokers show up. Jimbo may still appear when a pool runs empty.
                </span>
              </span>
            </label>
          </section>

          <Section id="appearance-display" title="Appearance & Display" description="How your mod is shown in the game's mod list and on its cards.">
            <TextField label="Display Name" value={metadata.display_name} onChange={setText("display_name")}
              hint="The name on the mod badge." />
            <div className="grid gap-4 sm:grid-cols-2">
              <ColourField label="Badge Colour" value={metadata.badge_colour} fallback="666665"
                onChange={setText("badge_colour")} {...of("badge_colour")} />
              <ColourField label="Badge Text Colour" value={metadata.badge_text_colour} fallback="FFFFFF"
                onChange={setText("badge_text_colour")} {...of("badge_text_colour")} />
            </div>
            <div className="flex flex-col gap-2">
              <span className="text-sm font-black uppercase tracking-wider text-zinc-300">Badge Preview</span>
              <div className="flex items-center justify-center rounded-lg border-2 border-edge/50 bg-felt p-6">
                <BadgePreview text={metadata.display_name || metadata.name} colour={metadata.badge_colour} textColour={metadata.badge_text_colour} />
              </div>
            </div>
            <ImageUpload title="Mod Logo" buttonLabel="Upload Logo" image={metadata.gameImage} uploaded={metadata.hasUserUploadedGameIcon}
              {...LOGO_SIZE} previewScale={0.75} description="Shown on your mod's page in the game's mod list."
              onImage={(gameImage) => set({ gameImage, hasUserUploadedGameIcon: true })} />
            <ImageUpload title="Mod Icon" buttonLabel="Upload Icon" image={metadata.iconImage} uploaded={metadata.hasUserUploadedIcon}
              {...ICON_SIZE} previewScale={3} description="The small square icon beside your mod's name."
              onImage={(iconImage) => set({ iconImage, hasUserUploadedIcon: true })} />
          </Section>

          <Section id="version-loading" title="Version & Loading">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Version" mono value={metadata.version} onChange={setText("version")} {...of("version")}
                hint="major.minor.patch, e.g. 1.0.0" />
              <TextField label="Priority" mono inputMode="numeric" value={drafts.priority} onChange={setPriority}
                onBlur={() => edit("priority", null, { priority: String(metadata.priority) })}
                hint="Whole numbers only. Mods with a negative priority load first, positive ones load last." />
            </div>
          </Section>

          <Section id="dependencies-conflicts" title="Dependencies & Conflicts" description="One entry per line, e.g. Steamodded (>=1.0.0~BETA-0827c).">
            <TextAreaField label="Dependencies" mono value={drafts.dependencies} onChange={setList("dependencies")} {...of("dependencies")}
              hint="Mods that must be installed for yours to load." />
            <TextAreaField label="Conflicts" mono value={drafts.conflicts} onChange={setList("conflicts")} {...of("conflicts")}
              hint="Mods yours cannot run beside." />
            <TextAreaField label="Provides" mono value={drafts.provides} onChange={setList("provides")} {...of("provides")}
              hint="Other mod IDs your mod stands in for." />
          </Section>
        </div>

        <div className="flex min-w-0 flex-col gap-5 lg:sticky lg:top-20 lg:self-start">
          <ModSummary metadata={metadata} errorCount={issues.errorCount} warningCount={issues.warningCount} />
          <ManifestPreview metadata={metadata} errorCount={issues.errorCount} />
        </div>
      </div>
    </section>
  );
}
