enum Difficulty: String, Codable, CaseIterable, Hashable {
  case easy, moderate, hard, expert
}
