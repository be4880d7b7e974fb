import { ItemPage } from "../../components/items/ItemPage";
import { editionConfig } from "./editionConfig";

export default function EditionsPage() {
  return <ItemPage config={editionConfig} />;
}
