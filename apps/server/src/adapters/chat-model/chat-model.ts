/** One message of a chat-completions conversation. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** A chat model that words an answer; only configured deployments have one. */
export interface ChatModel {
  complete(messages: ChatMessage[]): Promise<string>;
}
