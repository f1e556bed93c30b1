import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { useEffect } from "react";
import type { CurrentUser } from "../../../worker/contract";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

// Sign-in state lives on the server (the session cookie); the SPA only caches GET /api/user.
// Every change is announced to the other tabs of this site so they follow at once.
const CHANNEL = "dgsn-auth";
const STORAGE_KEY = "dgsn-auth";
type AuthEvent = { type: "login" | "logout"; at: number; from: string };
// A BroadcastChannel also reaches other channel objects in the sending tab; this tab ignores its own news.
const TAB_ID = Math.random().toString(36).slice(2);

function announce(type: AuthEvent["type"]) {
  const event: AuthEvent = { type, at: Date.now(), from: TAB_ID };
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(event);
    channel.close();
  } else {
    // Older browsers: a storage write fires a `storage` event in every other tab.
    localStorage.setItem(STORAGE_KEY, JSON.stringify(event));
  }
}

/**
 * Forget what was cached for whoever was signed in. `user` is the new state when this tab knows
 * it; otherwise (a sign-in in another tab) the server is asked again.
 */
function resetUserData(client: QueryClient, user?: CurrentUser | null) {
  client.removeQueries({ queryKey: queryKeys.accountSettings });
  if (user === undefined) void client.invalidateQueries({ queryKey: queryKeys.user });
  else client.setQueryData(queryKeys.user, user);
}

/** Keeps this tab in step with sign-ins and sign-outs in other tabs (mounted once, in the layout). */
export function useAuthSync() {
  const client = useQueryClient();
  useEffect(() => {
    const handle = (event: AuthEvent | null) => {
      if (!event || event.from === TAB_ID) return;
      // The session cookie is shared by all tabs: after a sign-out elsewhere, this tab has none either.
      if (event.type === "logout") resetUserData(client, null);
      else if (event.type === "login") resetUserData(client);
    };
    if (typeof BroadcastChannel !== "undefined") {
      const channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (e: MessageEvent<AuthEvent>) => handle(e.data);
      return () => channel.close();
    }
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY || !e.newValue) return;
      try {
        handle(JSON.parse(e.newValue) as AuthEvent);
      } catch {
        // Not ours to interpret.
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [client]);
}

/** What the sign-in form holds; the spec's screens send the email as `username`. */
export interface LoginInput {
  email: string;
  password: string;
}
export type RegisterInput = InferRequestType<typeof api.register.$post>["json"];

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      unwrap(api.login.$post({ json: { username: input.email, password: input.password } })),
    onSuccess: (user) => {
      resetUserData(client, user);
      announce("login");
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => unwrap(api.register.$post({ json: input })),
    onSuccess: (user) => {
      resetUserData(client, user);
      announce("login");
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.logout.$post()),
    onSuccess: () => {
      resetUserData(client, null);
      announce("logout");
    },
  });
}
