import JSONFragment

/// Large release payloads made to measure, for benchmarks and for tests of big payloads: a
/// release like `Fixtures/stable-release.json` with as many assets as asked for.
public enum ReleaseSamples {
  /// A release with `assets` assets; about 320 bytes of pretty JSON each, so 80,000 make 25 MB.
  public static func payload(assets: Int) -> JSONValue {
    let elements = (0..<assets).map(asset)
    return [
      "id": 170_243_919, "tag_name": "v2.4.0", "name": "Workbench 2.4",
      "html_url": "https://code.example.com/fixture/workbench/releases/tag/v2.4.0",
      "draft": false, "prerelease": false, "published_at": "2026-08-14T09:30:12Z",
      "author": [
        "login": "release-bot", "id": 41_898_282,
        "avatar_url": "https://avatars.example.com/u/41898282?v=4", "type": "Bot",
      ],
      "assets": .array(elements),
      "body": "Every asset of a large release.",
    ]
  }

  private static func asset(_ number: Int) -> JSONValue {
    let name = "workbench-\(number)-linux-x86_64.tar.gz"
    return [
      "id": .number(JSONNumber(188_000_000 + number)), "name": .string(name),
      "content_type": "application/gzip", "state": number % 7 == 0 ? "open" : "uploaded",
      "size": .number(JSONNumber(18_000_000 + number)), "download_count": .number(JSONNumber(number % 5_000)),
      "created_at": "2026-08-14T09:31:40Z",
      "browser_download_url": .string("https://code.example.com/fixture/workbench/releases/download/v2.4.0/" + name),
    ]
  }
}
