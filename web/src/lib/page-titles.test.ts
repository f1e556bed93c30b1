import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-titles";

describe("pageTitle", () => {
  it("names each page", () => {
    expect(pageTitle("/")).toBe("DGSN — franchise league news");
    expect(pageTitle("/create")).toBe("Create New Article — DGSN");
    expect(pageTitle("/create/12/box-score")).toBe("Check the box score — DGSN");
    expect(pageTitle("/edit/3")).toBe("Edit Article — DGSN");
    expect(pageTitle("/my-articles")).toBe("My Articles — DGSN");
    expect(pageTitle("/nope")).toBe("Page Not Found — DGSN");
  });
  it("names a league page by its league; leaves the story page to name itself", () => {
    expect(pageTitle("/league/Dynasty%20Gridiron%20League")).toBe("Dynasty Gridiron League on DGSN");
    expect(pageTitle("/league/%E0%A4")).toBe("League — DGSN");
    expect(pageTitle("/read/4")).toBeNull();
  });
});
