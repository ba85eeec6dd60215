import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserDetail, MemberSearchPage } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { user } from "../../db/schema/auth.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

/** Members as the front desk knows them; e-mails and phones are this file's own. */
const MEMBERS = [
  { name: "Aïna Hassan", nickname: "Aina", email: "aina.h@desk.example", phone: "+60123456789" },
  { name: "Aina Rahman", nickname: "Kak Ros", email: "rahman@desk.example", phone: "+60198765432" },
  { name: "Zulaikha Omar", nickname: null, email: "siti@desk.example", phone: null },
  { name: "Siti Aminah", nickname: "Siti", email: "siti@desk.example.my", phone: null },
  { name: "Ana Lim", nickname: null, email: "lim.a@desk.example", phone: null },
  { name: "Lim Ana", nickname: null, email: "l.ana@desk.example", phone: null },
  { name: "Diana Ong", nickname: null, email: "diana@desk.example", phone: null },
  { name: "Zara Tan", nickname: null, email: "zara@desk.example", phone: null },
  { name: "Amir Tang", nickname: null, email: "amir@desk.example", phone: null },
  { name: "Chloe Tan", nickname: null, email: "chloe@desk.example", phone: null },
];

describe.each(testDatabases())("the member search on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    admin = (await signedInAdmin(testApp)).client;
    const rows = MEMBERS.map((member) => ({ id: randomUUID(), ...member }));
    // 45 more, for the pages: each name once, in the order the search gives equal matches.
    for (let number = 1; number <= 45; number++) {
      const padded = String(number).padStart(2, "0");
      rows.push({
        id: randomUUID(),
        name: `Paging Member ${padded}`,
        nickname: null,
        email: `paging.${padded}@desk.example`,
        phone: null,
      });
    }
    await testApp.deps.db.insert(user).values(rows);
    for (const row of rows) ids.set(row.name, row.id);
  });
  afterAll(() => testApp.close());

  const search = (query: string) => admin.get(`/api/admin/users/search?${query}`);
  const found = async (q: string, page = 1) => {
    const response = await search(new URLSearchParams({ q, page: String(page) }).toString());
    expect(response.status).toBe(200);
    return (await response.json()) as MemberSearchPage;
  };
  const names = async (q: string) => (await found(q)).users.map((member) => member.name);

  it("finds part of a name, whatever the case and the accents, both ways", async () => {
    expect(await names("aina")).toEqual(expect.arrayContaining(["Aïna Hassan", "Aina Rahman"]));
    expect(await names("AÏNA")).toEqual(expect.arrayContaining(["Aïna Hassan", "Aina Rahman"]));
    expect(await names("hassan")).toEqual(["Aïna Hassan"]);
    expect(await names("ïna hass")).toEqual(["Aïna Hassan"]);
    expect(await names("rahmän")).toEqual(["Aina Rahman"]);
  });

  it("answers each member as the users list does", async () => {
    const [member] = (await found("hassan")).users;
    expect(member).toEqual({
      id: ids.get("Aïna Hassan"),
      name: "Aïna Hassan",
      nickname: "Aina",
      email: "aina.h@desk.example",
      phone: "+60123456789",
      role: "student",
      credits: 0,
      isActive: true,
      createdAt: expect.any(String),
      subscription: null,
    });
  });

  it("finds a nickname, part of an e-mail, and a phone by its digits however typed", async () => {
    expect(await names("kak ros")).toEqual(["Aina Rahman"]);
    expect(await names("H@DESK")).toEqual(["Aïna Hassan"]);
    expect(await names("0123")).toEqual(["Aïna Hassan"]);
    expect(await names("12-345 67")).toEqual(["Aïna Hassan"]);
    expect(await names("(019) 876")).toEqual(["Aina Rahman"]);
    expect(await names("rahman 019")).toEqual(["Aina Rahman"]);
  });

  it("ranks the exact e-mail or phone first, then names that start with what was typed", async () => {
    expect(await names("siti@desk.example")).toEqual(["Zulaikha Omar", "Siti Aminah"]);
    expect((await names("+60 12-345 6789"))[0]).toBe("Aïna Hassan");
    // The name starts with it, a word of the name does, the name holds it.
    expect(await names("ana")).toEqual(["Ana Lim", "Lim Ana", "Diana Ong"]);
  });

  it("ranks a word that is what was typed before a word that starts with it, each kind by name", async () => {
    expect(await names("tan")).toEqual(["Chloe Tan", "Zara Tan", "Amir Tang"]);
  });

  it("pages 20 at a time, in the same order every time, each member once", async () => {
    const pages = [await found("paging", 1), await found("paging", 2), await found("paging", 3)];
    expect(pages.map((page) => [page.page, page.users.length, page.hasMore])).toEqual([
      [1, 20, true],
      [2, 20, true],
      [3, 5, false],
    ]);
    const listed = pages.flatMap((page) => page.users.map((member) => member.name));
    expect(listed).toEqual([...listed].sort());
    expect(new Set(listed).size).toBe(45);
    expect(await found("paging", 2)).toEqual(pages[1]);
    expect(await found("paging", 4)).toEqual({ users: [], page: 4, hasMore: false });
  });

  it("answers an empty list when nobody matches, LIKE's wildcards included", async () => {
    for (const q of ["nobody at all", "%", "_", "％", "\\"]) {
      expect(await found(q)).toEqual({ users: [], page: 1, hasMore: false });
    }
  });

  it("keeps the exact lookups as they were", async () => {
    const byEmail = await search("email=AINA.H%40desk.example");
    expect(((await byEmail.json()) as AdminUserDetail).id).toBe(ids.get("Aïna Hassan"));
    const missing = await search("phone=0123");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(MESSAGES.noUserWithPhone);
  });

  it.each([
    ["q=", "Enter part of a name, nickname, e-mail or phone to search."],
    ["q=%20%20%20", "Enter part of a name, nickname, e-mail or phone to search."],
    [`q=${"a".repeat(101)}`, "Please keep the search to 100 characters or fewer."],
    ["q=aina&page=0", "page must be a whole number, 1 or more"],
    ["q=aina&page=1.5", "page must be a whole number, 1 or more"],
    ["q=aina&page=two", "page must be a whole number, 1 or more"],
    ["q=aina&sort=name", 'Unrecognized key: "sort"'],
    [
      "q=aina&email=a%40b.c",
      "Search with one of q (part of a name, nickname, e-mail or phone), email or phone.",
    ],
    ["", "Search with one of q (part of a name, nickname, e-mail or phone), email or phone."],
  ])("refuses %s with a message saying why", async (query, message) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
  });

  it("takes a search of 100 characters and the furthest page without failing", async () => {
    expect((await found("a".repeat(100))).users).toEqual([]);
    expect((await found("aina", Number.MAX_SAFE_INTEGER)).users).toEqual([]);
  });

  it("is the admin's alone", async () => {
    const { client } = await signedInStudent(testApp);
    const response = await client.get("/api/admin/users/search?q=aina");
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe(MESSAGES.adminOnly);
  });
});
