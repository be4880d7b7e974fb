// Validation with the spec's exact messages (section 5) and the export preconditions (section 8).
export * from "./textResult";
export * from "./metadata";
export * from "./modList";
export * from "./itemName";
export * from "./variableName";
export * from "./message";
export * from "./description";
export * from "./exportPreconditions";
export * from "./keyLength";
