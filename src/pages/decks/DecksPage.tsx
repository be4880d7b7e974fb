import { ItemPage } from "../../components/items/ItemPage";
import { deckConfig } from "./deckConfig";

export default function DecksPage() {
  return <ItemPage config={deckConfig} />;
}
