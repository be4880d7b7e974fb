import PlaceholderPage from "../PlaceholderPage";

export default function VouchersPage() {
  return <PlaceholderPage title="Vouchers" note="Vouchers are coming soon." />;
}
