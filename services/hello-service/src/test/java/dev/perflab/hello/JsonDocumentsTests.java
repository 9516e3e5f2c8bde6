package dev.perflab.hello;

import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

class JsonDocumentsTests {

	private final JsonMapper mapper = JsonMapper.builder().build();

	@ParameterizedTest
	@ValueSource(ints = { 16, 17, 21, 22, 30, 100, 512, 2048, 2049, 10_000, 65536 })
	void aDocumentIsValidJsonOfExactlyTheSizeAskedFor(int size) {
		byte[] document = new JsonDocuments().ofSize(size);

		assertThat(document).hasSize(size);
		JsonNode json = this.mapper.readTree(document);
		assertThat(json.get("items").isArray()).isTrue();
	}

	@Test
	void itemsLookLikeAProductList() {
		JsonNode json = this.mapper.readTree(new JsonDocuments().ofSize(2048));

		assertThat(json.get("items").size()).isGreaterThan(10);
		assertThat(json.get("items")).allSatisfy((item) -> {
			assertThat(item.get("sku").asString()).matches("SKU-\\d{6}");
			assertThat(item.get("name").asString()).isNotBlank();
			assertThat(item.get("price").isNumber()).isTrue();
		});
		assertThat(json.get("next").asString()).isNotEmpty();
	}

	@Test
	void aSizeIsBuiltOnceAndServedFromTheCache() {
		JsonDocuments documents = new JsonDocuments();

		assertThat(documents.ofSize(4096)).isSameAs(documents.ofSize(4096));
	}

	@Test
	void theCacheHoldsABoundedNumberOfSizes() {
		JsonDocuments documents = new JsonDocuments();
		int sizes = JsonDocuments.MAX_CACHED_SIZES + 10;

		IntStream.range(0, sizes).forEach((i) -> assertThat(documents.ofSize(100 + i)).hasSize(100 + i));

		assertThat(documents.cachedSizes()).isEqualTo(JsonDocuments.MAX_CACHED_SIZES);
		assertThat(documents.ofSize(100)).isSameAs(documents.ofSize(100));
	}

}
