import { ItemPage } from "../../components/items/ItemPage";
import { sealConfig } from "./sealConfig";

export default function SealsPage() {
  return <ItemPage config={sealConfig} />;
}
