import { ItemPage } from "../../components/items/ItemPage";
import { voucherConfig } from "./voucherConfig";

export default function VouchersPage() {
  return <ItemPage config={voucherConfig} />;
}
