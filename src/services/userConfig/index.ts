export * from "./userConfig";
