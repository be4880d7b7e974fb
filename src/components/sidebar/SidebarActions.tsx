import { type FocusEvent, type MouseEvent } from "react";
import { preloadExport, startExport, useExporting } from "../../app/actions/exportRun";
import { Icon, type IconName } from "../icons/Icon";

// The actions module grows heavy (zip, exporter, file format), so it is fetched on first click
// and stays out of the first-load bundle.
const loadActions = () => import("../../app/actions/projectActions");

export const PROJECT_FORMAT_TAG = ".jokerforge";

export interface HoverHandlers {
  open: (id: string) => (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => void;
  scheduleClose: () => void;
}

export function SidebarActions({ collapsed, hover }: { collapsed: boolean; hover?: HoverHandlers }) {
  const exporting = useExporting();

  return (
    <div className={`flex flex-col border-t-2 border-edge/60 ${collapsed ? "items-center gap-2 px-2 py-3" : "gap-2 px-4 py-2.5"}`}>
      <ActionButton id="action-import" label="Import Mod" icon="download" color="grey" collapsed={collapsed} hover={hover}
        onClick={async () => (await loadActions()).importProjectAction()} />
      <ActionButton id="action-save" label="Save Mod" icon="bookmark" color="blue" collapsed={collapsed} hover={hover}
        onClick={async () => (await loadActions()).saveProjectAction()} />
      <ActionButton id="action-export" label={exporting ? "Exporting..." : "Export Mod Files"} icon={exporting ? "spinner" : "upload"}
        color="red" collapsed={collapsed} hover={hover} disabled={exporting} spin={exporting} onClick={() => { void startExport(); }} onReach={preloadExport} />
    </div>
  );
}

function ActionButton({ id, label, icon, color, collapsed, hover, disabled, spin, onClick, onReach }: {
  id: string; label: string; icon: IconName; color: "grey" | "blue" | "red"; collapsed: boolean;
  hover?: HoverHandlers; disabled?: boolean; spin?: boolean; onClick: () => void;
  /** The pointer or the focus reached the button (its click's code is fetched then). */
  onReach?: () => void;
}) {
  const hoverProps = hover ? { onMouseEnter: hover.open(id), onMouseLeave: hover.scheduleClose, onFocus: hover.open(id), onBlur: hover.scheduleClose } : {};
  return (
    <button type="button" data-action={id} disabled={disabled} onClick={onClick} {...hoverProps}
      onPointerEnter={onReach} onFocusCapture={onReach}
      aria-label={collapsed ? label : undefined}
      className={`jf-button jf-button-${color} ${collapsed ? "h-11 w-11 p-0" : "w-full justify-start whitespace-nowrap px-3 py-1.5 text-[15px]"}`}>
      <Icon name={icon} className={`h-5 w-5 ${spin ? "jf-spin" : ""}`} />
      {!collapsed && (
        <>
          <span className="flex-1 text-left">{label}</span>
          <span className="rounded-md bg-black/30 px-1.5 py-0.5 text-[10px] font-bold text-white/85">{PROJECT_FORMAT_TAG}</span>
        </>
      )}
    </button>
  );
}
