// A booster's Rules entry point (boosterConfig.tsx): its card rules in their own dialog, loaded on
// demand like the editor.
import type { Booster } from "../../../domain/model";
import { noteEdited } from "../../services/userConfig";
import { Modal } from "../../components/modal/Modal";
import { editItem } from "../../components/items/itemCommands";
import { CardRulesTable } from "./CardRulesTable";
import { boosterConfig } from "./boosterConfig";

/** The Rules entry point: the card rules in their own dialog. */
export function BoosterRulesView({ item, onClose }: { item: Booster; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} size="lg" tone="warning"
      title={<span>Card Rules: <span className="text-attention">{item.name || "Unnamed"}</span></span>}
      footer={<button type="button" className="jf-button jf-button-green" onClick={onClose}>Done</button>}>
      <div data-testid="rules-view">
        <CardRulesTable booster={item} onChange={(card_rules, field) => {
          editItem(boosterConfig, item.id, { card_rules }, field);
          noteEdited("booster", item.id);
        }} />
      </div>
    </Modal>
  );
}
