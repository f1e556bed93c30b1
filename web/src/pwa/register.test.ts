import { beforeEach, describe, expect, it, vi } from "vitest";

// The build's virtual module is not there in Node; only watchMissedUpdate is under test here.
vi.mock("virtual:pwa-register", () => ({ registerSW: () => async () => {} }));

/** A registration with a worker that is installing, as the browser hands it over. */
function registrationWithInstalling() {
  const worker = Object.assign(new EventTarget(), { state: "installing" as ServiceWorkerState });
  const registration = { installing: worker as unknown, waiting: null as unknown };
  const install = () => {
    worker.state = "installed";
    registration.installing = null;
    registration.waiting = worker;
    worker.dispatchEvent(new Event("statechange"));
  };
  return { registration: registration as ServiceWorkerRegistration, install };
}

describe("an update found before workbox-window listened", () => {
  beforeEach(() => vi.resetModules());

  it("a worker still installing when the app registered shows the prompt once it waits", async () => {
    const pwa = await import("./register");
    const { registration, install } = registrationWithInstalling();
    pwa.watchMissedUpdate(registration, true);
    expect(pwa.isUpdateWaiting()).toBe(false);
    install();
    expect(pwa.isUpdateWaiting()).toBe(true);
  });

  it("a worker already waiting shows the prompt at once", async () => {
    const pwa = await import("./register");
    pwa.watchMissedUpdate({ installing: null, waiting: {} } as unknown as ServiceWorkerRegistration, true);
    expect(pwa.isUpdateWaiting()).toBe(true);
  });

  it("the first install of a page no worker controls is not an update", async () => {
    const pwa = await import("./register");
    const { registration, install } = registrationWithInstalling();
    pwa.watchMissedUpdate(registration, false);
    install();
    expect(pwa.isUpdateWaiting()).toBe(false);
  });
});
