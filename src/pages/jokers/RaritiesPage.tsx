import { ItemPage } from "../../components/items/ItemPage";
import { rarityConfig } from "./rarityConfig";

/** The Rarities tab of /jokers (the dock switches to it); ?new=1 belongs to the jokers tab. */
export default function RaritiesPage() {
  return <ItemPage config={rarityConfig} handleNewQuery={false} />;
}
