import Testing

@Test func stamperWritesAFile() {}
