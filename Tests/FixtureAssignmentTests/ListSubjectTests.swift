import Testing

@testable import FixtureAssignment

/// A name that ends in a plural after other words names what the file is a list of.
struct ListSubjectTests {
  @Test(arguments: [
    ("audiobook_chapters", "Page<SimplifiedChapter>", true),
    ("audiobook_chapters", "[Chapter]", true),
    ("audiobook_chapters", "Page<PlaylistTrack>", false),
    ("audiobook_chapters", "Audiobook", false),
    ("user_repos", "[Repo]", true),
    ("playlist_tracks", "Page<PlaylistTrackItem>", true),
    ("show-episodes-2", "Page<SimplifiedEpisode>", true),
    ("artistTopTracks", "ArrayWrapper<Track>", true),
    ("audiobook_chapters", "Pair<Chapter, Chapter>", false),
    ("audiobook_chapters", "[String: Chapter]", false),
  ])
  func aListOfTheLastWordsModel(stem: String, model: String, isList: Bool) throws {
    let subject = try #require(ListSubject(stem: stem))
    #expect(subject.isList(model) == isList, "\(stem) against \(model)")
  }

  /// One word, a singular last word, or a last word that is only a number names no list this way.
  @Test(arguments: ["chapters", "audiobook_full", "track-2", "check_saved", "albums_several", "42"])
  func noSubject(stem: String) {
    #expect(ListSubject(stem: stem) == nil, "\(stem)")
  }
}
