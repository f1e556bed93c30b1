import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiSend } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import type { CurrentUser } from "./use-current-user";

// Sign-in state lives on the server (the session cookie); the SPA only caches GET /api/user.
// Every change is announced to the other tabs of this site so they follow at once.
const CHANNEL = "dgsn-auth";
const STORAGE_KEY = "dgsn-auth";
type AuthEvent = { type: "login" | "logout"; at: number };

function announce(type: AuthEvent["type"]) {
  const event: AuthEvent = { type, at: Date.now() };
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
      // The session cookie is shared by all tabs: after a sign-out elsewhere, this tab has none either.
      if (event?.type === "logout") resetUserData(client, null);
      else if (event?.type === "login") resetUserData(client);
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

export interface LoginInput {
  email: string;
  password: string;
}
export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    // The spec's screens send the email in `username`; the server accepts either.
    mutationFn: (input: LoginInput) =>
      apiSend<CurrentUser>("POST", "/api/login", { username: input.email, password: input.password }),
    onSuccess: (user) => {
      resetUserData(client, user);
      announce("login");
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiSend<CurrentUser>("POST", "/api/register", input),
    onSuccess: (user) => {
      resetUserData(client, user);
      announce("login");
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ ok: true }>("POST", "/api/logout"),
    onSuccess: () => {
      resetUserData(client, null);
      announce("logout");
    },
  });
}
