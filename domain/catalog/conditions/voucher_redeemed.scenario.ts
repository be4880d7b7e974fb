import { conditionScenarios } from "./kit";

export default conditionScenarios("voucher_redeemed", {
  name: "Grabber redeemed, Overstock not",
  setup: { vouchers: ["v_grabber"] },
  cases: [{ params: { voucher: "v_grabber" }, holds: true }, { params: { voucher: "v_overstock_norm" }, holds: false }],
});
