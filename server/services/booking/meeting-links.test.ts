import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { DEFAULT_VIDEO_LINK_TEMPLATE, meetingUrlFor } from "./meeting-links";

const jitsi = { linkTemplate: DEFAULT_VIDEO_LINK_TEMPLATE };

describe("meetingUrlFor", () => {
  test("a video booking gets a well-formed https room on the configured provider", () => {
    const url = meetingUrlFor({ type: "video", lawyerRoomUrl: null }, jitsi) as string;
    const parsed = new URL(url);
    expect(parsed.protocol).toBe("https:");
    expect(parsed.host).toBe("meet.jit.si");
    // 128 random bits as 32 hex digits, after a word that names no firm and no client.
    expect(parsed.pathname).toMatch(/^\/consultation-[0-9a-f]{32}$/);
  });

  test("every call makes a different room", () => {
    const urls = Array.from({ length: 50 }, () =>
      meetingUrlFor({ type: "video", lawyerRoomUrl: undefined }, jitsi),
    );
    expect(new Set(urls).size).toBe(50);
  });

  test("a firm's own server: the template is filled in where it says {room}", () => {
    const url = meetingUrlFor(
      { type: "video", lawyerRoomUrl: null },
      { linkTemplate: "https://video.example.com/rooms/{room}?lobby=1" },
    );
    expect(url).toMatch(
      /^https:\/\/video\.example\.com\/rooms\/consultation-[0-9a-f]{32}\?lobby=1$/,
    );
  });

  test("a lawyer's own fixed room is used as it is", () => {
    const room = "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc";
    expect(meetingUrlFor({ type: "video", lawyerRoomUrl: room }, jitsi)).toBe(room);
  });

  test("a fixed room that is not https is not used; the provider makes one", () => {
    const url = meetingUrlFor({ type: "video", lawyerRoomUrl: "http://zoom.example/j/1" }, jitsi);
    expect(url).toMatch(/^https:\/\/meet\.jit\.si\/consultation-/);
  });

  test.each(["bramhall", "heaton-moor", "phone"] as const)("a %s meeting has no link", (type) => {
    expect(meetingUrlFor({ type, lawyerRoomUrl: "https://zoom.example/j/1" }, jitsi)).toBeNull();
  });
});

describe("the video settings at start-up", () => {
  test("by default a Jitsi Meet room, named Jitsi Meet", () => {
    expect(loadConfig({}).video).toEqual({
      linkTemplate: "https://meet.jit.si/{room}",
      providerName: "Jitsi Meet",
    });
  });

  test("a firm's own server and name are taken", () => {
    const config = loadConfig({
      VIDEO_LINK_TEMPLATE: "https://video.example.com/{room}",
      VIDEO_PROVIDER_NAME: "Example Video",
    });
    expect(config.video).toEqual({
      linkTemplate: "https://video.example.com/{room}",
      providerName: "Example Video",
    });
  });

  test.each([
    ["http://video.example.com/{room}", /VIDEO_LINK_TEMPLATE: must start with https:\/\//],
    ["https://video.example.com/fixed", /VIDEO_LINK_TEMPLATE: must contain \{room\}/],
    ["video.example.com/{room}", /VIDEO_LINK_TEMPLATE: must be an address/],
  ])("the template %s is refused with a clear message", (template, message) => {
    expect(() => loadConfig({ VIDEO_LINK_TEMPLATE: template })).toThrow(ConfigError);
    expect(() => loadConfig({ VIDEO_LINK_TEMPLATE: template })).toThrow(message);
  });

  test("a bad template handed straight to the function is refused, not filled", () => {
    expect(() =>
      meetingUrlFor({ type: "video", lawyerRoomUrl: null }, { linkTemplate: "ftp://x/{room}" }),
    ).toThrow(/https/);
  });
});
