import { ItemPage } from "../../components/items/ItemPage";
import { boosterConfig } from "./boosterConfig";

export default function BoostersPage() {
  return <ItemPage config={boosterConfig} />;
}
