import { ItemPage } from "../../components/items/ItemPage";
import { enhancementConfig } from "./enhancementConfig";

export default function EnhancementsPage() {
  return <ItemPage config={enhancementConfig} />;
}
