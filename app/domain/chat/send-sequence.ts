import { CHAT_UNEXPECTED, type ChatCallBody, type ChatCallResult } from "./chat-client";
import { CHAT_APOLOGY, type ChatAction, type ChatState, canSend } from "./chat-state";
import { readingDelay, typingDelay } from "./delays";
import { createMessage, MAX_HISTORY_MESSAGES, NEW_THREAD_NOTICE, type RandomSource } from "./message";

/** Everything the send sequence touches, injected so it runs the same in the browser and in tests. */
export interface SendDeps {
  getState(): ChatState;
  dispatch(action: ChatAction): void;
  call(body: ChatCallBody): Promise<ChatCallResult>;
  sleep(ms: number): Promise<void>;
  now(): number;
  random: RandomSource;
}

/**
 * The send sequence, paced like a person answering: append the user message, set loading and clear the error → wait the reading
 * delay, set typing → call the server → once it has answered, wait the typing delay computed from the reply and
 * append the reply → clear the flags. The typing delay never overlaps the call: a slow server adds to it.
 * When the server did not know the thread sent (expired), the reply carries its "new conversation" notice.
 * Failures store the error text and append the apology.
 * Returns false when the send was ignored (blank text or a reply pending).
 */
export async function sendChatMessage(text: string, deps: SendDeps): Promise<boolean> {
  const before = deps.getState();
  if (!canSend(before, text)) return false;
  const user = createMessage("user", text.trim(), deps.now(), deps.random);
  deps.dispatch({ type: "send", message: user });
  const history = [...before.messages, user]
    .slice(-MAX_HISTORY_MESSAGES)
    .map(({ role, content }) => ({ role, content }));

  await deps.sleep(readingDelay(user.content));
  deps.dispatch({ type: "typing", for: user.id });
  let result: ChatCallResult;
  try {
    result = await deps.call({ message: user.content, threadId: before.threadId, messages: history });
  } catch {
    result = { ok: false, error: CHAT_UNEXPECTED };
  }
  if (!result.ok) {
    deps.dispatch({
      type: "fail",
      for: user.id,
      error: result.error,
      apology: createMessage("assistant", CHAT_APOLOGY, deps.now(), deps.random),
    });
    return true;
  }
  await deps.sleep(typingDelay(result.response, deps.random));
  deps.dispatch({
    type: "reply",
    for: user.id,
    message: createMessage("assistant", result.response, deps.now(), deps.random),
    threadId: result.threadId,
    // Only news when a thread was sent: a first message always starts one.
    ...(before.threadId !== null && result.newThread ? { notice: result.notice ?? NEW_THREAD_NOTICE } : {}),
  });
  return true;
}
