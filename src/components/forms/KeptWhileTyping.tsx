// One message (or none) under a field, drawn through keptWhileTyping.ts: when it goes while
// someone types, its element stays, hidden, until typing pauses. `children` draws a message:
// shown, with its role and ids; hidden (`shown` false), with none of them.
import { Fragment, type ReactNode } from "react";
import { messageList, useKeptWhileTyping } from "./keptWhileTyping";

export function KeptWhileTyping({ message, children }: {
  message: string | null | undefined | false;
  children: (text: string, shown: boolean) => ReactNode;
}) {
  const drawn = useKeptWhileTyping(messageList(message));
  return <>{drawn.map((m) => <Fragment key={m.text}>{children(m.text, m.shown)}</Fragment>)}</>;
}
