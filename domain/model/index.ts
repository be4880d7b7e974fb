export * from "./rules";
export * from "./items";
export * from "./project";
export * from "./defaults";
export * from "./keys";
export * from "./order";
