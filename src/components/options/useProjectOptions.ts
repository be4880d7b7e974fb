import type { Project } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import type { SelectOption } from "../items/editor/fields";

const sameOptions = (a: readonly SelectOption[], b: readonly SelectOption[]) =>
  a === b || (a.length === b.length && a.every((o, i) => o.value === b[i].value && o.label === b[i].label && o.group === b[i].group));

/**
 * An option list built from the project, kept referentially stable until its contents change
 * (typing in one field must not re-render every select on the page).
 */
export function useProjectOptions(build: (project: Project) => SelectOption[]): readonly SelectOption[] {
  return useProject(build, sameOptions);
}
