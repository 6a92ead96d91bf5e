import { OkSchema } from "@common/api.ts";
import {
  AddMembersSchema,
  BlockStateSchema,
  ConversationListQuerySchema,
  ConversationPageSchema,
  ConversationSummarySchema,
  CreateDirectSchema,
  CreateGroupSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageSchema,
  SendMessageSchema,
  UnreadChangeSchema,
  UnreadTotalSchema,
} from "@common/messaging.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["messaging"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid("Conversation not found.") });
const one = z.object({ conversation: ConversationSummarySchema });

export const list = {
  tags,
  security,
  summary: "My active conversations, latest activity first, with unread counts",
  querystring: ConversationListQuerySchema,
  response: { 200: ConversationPageSchema, ...errorResponses },
};

export const unreadCount = {
  tags,
  security,
  summary: "Total unread messages over my conversations (sidebar badge)",
  response: { 200: UnreadTotalSchema, ...errorResponses },
};

export const createDirect = {
  tags,
  security,
  summary: "Open the direct conversation with a user (reused if it exists)",
  body: CreateDirectSchema,
  response: { 200: one, ...errorResponses },
};

export const createGroup = {
  tags,
  security,
  summary: "Create a group conversation",
  body: CreateGroupSchema,
  response: { 200: one, ...errorResponses },
};

export const get = {
  tags,
  security,
  summary: "One conversation with its members and block state",
  params,
  response: { 200: one, ...errorResponses },
};

export const remove = {
  tags,
  security,
  summary: "Delete a direct conversation (for me only)",
  params,
  response: { 200: OkSchema, ...errorResponses },
};

export const messages = {
  tags,
  security,
  summary: "A page of messages, newest first",
  params,
  querystring: MessagePageQuerySchema,
  response: { 200: MessagePageSchema, ...errorResponses },
};

export const send = {
  tags,
  security,
  summary: "Send a text message",
  params,
  body: SendMessageSchema,
  response: { 200: z.object({ message: MessageSchema }), ...errorResponses },
};

export const read = {
  tags,
  security,
  summary: "Mark the conversation read (my last-read time becomes now)",
  params,
  response: { 200: UnreadChangeSchema, ...errorResponses },
};

export const typing = {
  tags,
  security,
  summary: "Tell the other members I am typing (at most once a second is passed on)",
  params,
  response: { 200: OkSchema, ...errorResponses },
};

export const addMembers = {
  tags,
  security,
  summary: "Add members to a group I am in",
  params,
  body: AddMembersSchema,
  response: { 200: one, ...errorResponses },
};

export const leave = {
  tags,
  security,
  summary: "Leave a group",
  params,
  response: { 200: OkSchema, ...errorResponses },
};

export const block = {
  tags,
  security,
  summary: "Block the other party of a direct conversation",
  params,
  response: { 200: z.object({ block: BlockStateSchema }), ...errorResponses },
};

export const unblock = { ...block, summary: "Unblock the other party of a direct conversation" };
