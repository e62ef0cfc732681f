import Testing
@testable import PostgresStore

/// A migration step is sent a statement at a time (the extended protocol takes one): split at
/// semicolons, but not inside a function's `$$` body.
@Suite struct PostgresMigrationStatementsTests {
    @Test func aFunctionBodyStaysOneStatement() {
        let step = """
            DROP INDEX a;
            CREATE FUNCTION f() RETURNS INTEGER LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM 1;
                RETURN 2;
            END
            $$;
            CREATE INDEX b ON t (c);
            """
        let statements = PostgresMigrations.statements(step)
        #expect(statements.count == 3)
        #expect(statements[1].hasPrefix("CREATE FUNCTION f()") && statements[1].hasSuffix("END\n$$"), "\(statements[1])")
        #expect(statements[2] == "CREATE INDEX b ON t (c)")
    }

    @Test func everyStepOfTheSchemaSplitsIntoWholeStatements() {
        for step in PostgresMigrations.steps {
            for statement in PostgresMigrations.statements(step.sql) {
                #expect(statement.components(separatedBy: "$$").count % 2 == 1, "an unclosed body in step \(step.version)")
            }
        }
    }
}
