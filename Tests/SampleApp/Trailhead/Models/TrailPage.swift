struct TrailPage: Decodable {
  let items: [Trail]
  let nextCursor: String?
}
