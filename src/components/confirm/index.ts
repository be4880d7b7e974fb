export { confirm, type ConfirmOptions, type ConfirmType } from "./confirmStore";
